import SwiftUI

/// Declared in another file: the profile a card presents for editing, and the settings the
/// app shares, which `.environmentObject(profile)` in a sheet cannot be (its closure's
/// parameter is the value of the sheet's `item:` binding, a Profile).
@Observable
final class Profile: Identifiable {
  var name = ""
}

@Observable
final class AppSettings {
  var theme = ""
}

struct ProfileEditor: View {
  @Environment(Profile.self) var profile

  var body: some View {
    Text(profile.name)
  }
}

struct ThemeLabel: View {
  @Environment(AppSettings.self) var settings

  var body: some View {
    Text(settings.theme)
  }
}
