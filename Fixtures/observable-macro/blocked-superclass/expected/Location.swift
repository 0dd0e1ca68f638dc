// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

class Tracker {
  var isRunning = false
}

final class LocationModel: Tracker, ObservableObject {
  @Published var latitude = 0.0
}

@Observable
final class CompassModel: NSObject, Identifiable {
  var heading = 0.0
}
