// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct PurchaseView: View {
  @State private var showsError = false
  @State private var confirmsRestore = false
  let errorTitle: String

  func restore() {}

  var body: some View {
    Text("Purchase")
      .alert(Text(errorTitle), isPresented: $showsError) {
        Button("OK") {}
      }
      .confirmationDialog(
        "Restore purchases?",
        isPresented: $confirmsRestore,
        titleVisibility: .visible
      ) {
        Button("Restore") { restore() }
      }
  }
}
