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
    .alert(isPresented: $showsDuplicate, content: {

      // Open the editor again once this alert is dismissed.
      Alert(title: Text("That time is taken"), dismissButton: .default(Text("OK")) {
        addsReminder = true
      })

    })
    .alert(isPresented: $showsSaved) {
      /* No buttons: the system's
         OK button closes it. */
      return Alert(title: Text("Saved"))
    }
    .actionSheet(isPresented: $confirmsReset) {
      // Reset is destructive: keep it last.
      ActionSheet(
        title: Text("Reset reminders?"),
        buttons: [.cancel(), .destructive(Text("Reset")) { reset() }])
    }
  }
}
