import SwiftUI

struct Legacy: View {
  var body: some View {
    Text("Legacy")
      .navigationBarItems(trailing: EditButton())
  }
}
