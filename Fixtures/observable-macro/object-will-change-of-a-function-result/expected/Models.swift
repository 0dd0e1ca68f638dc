// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class ScanStatus: ObservableObject {
  @Published var scanning = false
}

@Observable
final class AlertCenter {
  var unread = 0
}

func currentStatus(in session: String) -> ScanStatus? { nil }
