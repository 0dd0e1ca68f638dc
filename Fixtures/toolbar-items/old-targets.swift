// fixture: include-review deployment-target=iOS=13.0
import SwiftUI

struct Legacy: View {
  var body: some View {
    Text("Legacy")
      .navigationBarItems(trailing: EditButton())
  }
}
