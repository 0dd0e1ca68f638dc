import CoreData

/// The record's objectWillChange is Core Data's record's: it blocks no class of the run.
func markSeen(id: String, context: NSManagedObjectContext) {
  if let record = fetchRecord(id: id, context: context) {
    record.objectWillChange.send()
    record.lastSeen = Date()
  }
}
