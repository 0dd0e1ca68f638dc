// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct PurchaseView: View {
  @State private var showsError = false
  @State private var confirmsRestore = false
  let errorTitle: String

  func restore() {}

  var body: some View {
    Text("Purchase")
      .alert(isPresented: $showsError, content: {
        Alert(title: Text(errorTitle), message: nil, dismissButton: .default(Text("OK")))
      })
      .actionSheet(
        isPresented: $confirmsRestore,
        content: {
          ActionSheet(
            title: Text("Restore purchases?"),
            buttons: [.default(Text("Restore")) { restore() }, .cancel()])
        })
  }
}
