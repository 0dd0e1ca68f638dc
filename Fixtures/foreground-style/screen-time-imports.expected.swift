// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(DeviceActivity)
  import DeviceActivity
  import FamilyControls
  import ManagedSettingsUI
#endif

// A Screen Time app imports DeviceActivity, FamilyControls and ManagedSettingsUI beside
// SwiftUI: all three are Apple's, and none declares a Color, so the bare name is SwiftUI's.
struct UsageSummaryRow: View {
  let minutes: Int
  let limitReached: Bool

  var body: some View {
    HStack {
      Text("\(minutes) min today")
        .foregroundStyle(Color.secondary)
      Image(systemName: "hourglass")
        .foregroundStyle(limitReached ? .red : Color.primary)
    }
  }
}
