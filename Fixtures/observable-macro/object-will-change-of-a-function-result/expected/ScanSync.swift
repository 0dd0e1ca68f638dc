import Foundation

/// The status's change is sent by hand: ScanStatus, the function's result, stays an
/// ObservableObject; AlertCenter is converted.
func finishScan(in session: String) {
  if let status = currentStatus(in: session) {
    status.objectWillChange.send()
    status.scanning = false
  }
}

struct ScanScheduler {
  let session: String

  /// The same from a method: the bare name is no member of this type.
  func restart() {
    currentStatus(in: session)?.objectWillChange.send()
  }
}
