// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ProfileCard: View {
  @State private var model = Model()
  @State private var previewed: Profile?
  @State private var settings = AppSettings()

  var body: some View {
    VStack {
      Text("Profiles")
      ThemeLabel()
    }
    .environment(settings)
    .sheet(item: $model.editing) { profile in
      ProfileEditor()
        .environment(profile)
    }
    .popover(item: $previewed) { shown in
      ProfileEditor().environment(shown)
    }
  }

  @Observable
  final class Model {
    var editing: Profile?
  }
}
