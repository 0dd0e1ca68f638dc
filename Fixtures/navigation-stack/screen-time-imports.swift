// fixture: include-review deployment-target=iOS=16.0
import SwiftUI
#if canImport(DeviceActivity)
  import DeviceActivity
  import ManagedSettings
#endif

// DeviceActivity and ManagedSettings are Apple's Screen Time modules, which declare no
// NavigationStack: the bare name is SwiftUI's.
struct BlockedAppsScreen: View {
  let apps: [String]

  var body: some View {
    NavigationView {
      List(apps, id: \.self) { Text($0) }
        .navigationTitle("Blocked")
    }
  }
}
