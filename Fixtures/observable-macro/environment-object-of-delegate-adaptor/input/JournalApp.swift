// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// The app delegate, shared with the settings screen through the environment: the adaptor's
/// wrapped value is the type it is given, so `appDelegate` is an AppDelegate.
final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
  @Published var launchCount = 0
}

struct JournalApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup {
      SettingsScreen()
        .environmentObject(appDelegate)
    }
  }
}

struct SettingsScreen: View {
  @EnvironmentObject var appDelegate: AppDelegate

  var body: some View {
    Text("Launched \(appDelegate.launchCount) times")
  }
}
