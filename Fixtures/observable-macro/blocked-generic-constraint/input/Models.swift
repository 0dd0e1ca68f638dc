// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Profile: ObservableObject {
  @Published var name = ""
}

struct Inspector<Model: ObservableObject>: View {
  @ObservedObject var model: Model
  var body: some View { Text("\(String(describing: model))") }
}

struct ProfileInspector: View {
  let profile: Profile
  var body: some View { Inspector(model: profile) }
}
