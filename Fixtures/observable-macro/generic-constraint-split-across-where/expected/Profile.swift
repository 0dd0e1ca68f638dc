// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ProfileScreen: View {
  @State private var model = ProfileModel()

  var body: some View {
    Text(model.name)
  }
}
