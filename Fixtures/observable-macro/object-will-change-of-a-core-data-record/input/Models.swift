// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import CoreData
import SwiftUI

/// A stored record: an ObservableObject through Core Data's `NSManagedObject`, not a class
/// this run could convert.
final class TrackerRecord: NSManagedObject {
  var lastSeen: Date?
}

final class ScanStatus: ObservableObject {
  @Published var scanning = false
}

final class AlertCenter: ObservableObject {
  @Published var unread = 0
}

func fetchRecord(id: String, context: NSManagedObjectContext) -> TrackerRecord? { nil }
