// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ProfileCard: View {
  @StateObject private var model = Model()
  @State private var previewed: Profile?
  @StateObject private var settings = AppSettings()

  var body: some View {
    VStack {
      Text("Profiles")
      ThemeLabel()
    }
    .environmentObject(settings)
    .sheet(item: $model.editing) { profile in
      ProfileEditor()
        .environmentObject(profile)
    }
    .popover(item: $previewed) { shown in
      ProfileEditor().environmentObject(shown)
    }
  }

  final class Model: ObservableObject {
    @Published var editing: Profile?
  }
}
