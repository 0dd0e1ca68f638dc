// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct ReminderScheduleView: View {
  @State private var showsDuplicate = false
  @State private var showsSaved = false
  @State private var confirmsReset = false
  @State private var addsReminder = false

  func reset() {}

  var body: some View {
    List {
      Text("Reminders")  // one row a reminder
    }
    .alert("That time is taken", isPresented: $showsDuplicate) {
      // Open the editor again once this alert is dismissed.
      Button("OK") {
        addsReminder = true
      }
    }
    .alert("Saved", isPresented: $showsSaved) {
      /* No buttons: the system's
         OK button closes it. */
    }
    .confirmationDialog(
      "Reset reminders?",
      isPresented: $confirmsReset,
      titleVisibility: .visible
    ) {
      // Reset is destructive: keep it last.
      Button("Reset", role: .destructive) { reset() }
    }
  }
}
