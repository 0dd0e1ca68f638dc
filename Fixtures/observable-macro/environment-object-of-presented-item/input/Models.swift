import SwiftUI

/// Declared in another file: the profile a card presents for editing, and the settings the
/// app shares, which `.environmentObject(profile)` in a sheet cannot be (its closure's
/// parameter is the value of the sheet's `item:` binding, a Profile).
final class Profile: ObservableObject, Identifiable {
  @Published var name = ""
}

final class AppSettings: ObservableObject {
  @Published var theme = ""
}

struct ProfileEditor: View {
  @EnvironmentObject var profile: Profile

  var body: some View {
    Text(profile.name)
  }
}

struct ThemeLabel: View {
  @EnvironmentObject var settings: AppSettings

  var body: some View {
    Text(settings.theme)
  }
}
