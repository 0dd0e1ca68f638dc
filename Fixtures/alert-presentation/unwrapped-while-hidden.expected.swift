// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// The old content closure builds the Alert only to show it; the new title, message and
// button labels are evaluated each time body runs, also while the alert is hidden, when
// the value they unwrap is still nil. Force-unwrapping ones are reported, not rewritten;
// an unwrap inside a button's action runs only on a tap, and `??` never traps.
struct SyncStatusView: View {
  @State private var failure: String?
  @State private var retries: Int?
  @State private var record: Any?
  @State private var notice: String?

  func parse() throws -> String { "" }

  var body: some View {
    VStack {
      Text("Sync")
    }
    .alert(isPresented: Binding(get: { failure != nil }, set: { _ in failure = nil })) {
      Alert(title: Text("Sync failed"), message: Text(failure!))
    }
    .alert(isPresented: .constant(retries != nil)) {
      Alert(
        title: Text("Retrying"),
        message: Text("Attempt \(retries!) of 5"),
        dismissButton: .default(Text("OK")))
    }
    .alert(isPresented: .constant(record != nil)) {
      Alert(
        title: Text(record as! String),
        dismissButton: .cancel(Text(try! parse())))
    }
    .alert("Notice", isPresented: .constant(notice != nil)) {
      Button("OK") {
        print(notice!.count)
        notice = nil
      }
    } message: {
      Text(notice ?? "")
    }
  }
}
