// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// The new title, message and button labels are evaluated each time body runs, also while
// the alert is hidden, when an index they read may be out of range: an array read traps
// then. Such alerts are reported, not rewritten. A dictionary answers nil for a missing
// key, a labelled subscript is the project's own (`safe:`), and a read inside a button's
// action runs only on a tap: those are rewritten.
extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

struct UploadQueueView: View {
  @State private var errors: [String] = []
  @State private var selected = 0
  @State private var uploads: [String] = []
  @State private var reasons: [Int: String] = [:]
  @State private var code = 0

  var body: some View {
    VStack {
      Text("Uploads")
    }
    .alert(isPresented: .constant(!errors.isEmpty)) {
      Alert(title: Text("Upload failed"), message: Text(errors[0]))
    }
    .alert(isPresented: .constant(selected > 0)) {
      Alert(
        title: Text("Remove \(uploads[selected])?"),
        primaryButton: .destructive(Text("Remove")),
        secondaryButton: .cancel(Text("Keep")))
    }
    .alert(isPresented: .constant(code != 0)) {
      Alert(
        title: Text("Server error"), message: Text(reasons[code] ?? "Unknown"),
        dismissButton: .default(Text("Retry")) {
          print(uploads[0])
        })
    }
    .alert(isPresented: .constant(code < 0)) {
      Alert(title: Text("Rejected: \(reasons[code] ?? "")"))
    }
    .alert(isPresented: .constant(code > 1)) {
      Alert(title: Text(uploads[safe: code] ?? "Upload"), message: Text("\(uploads[safe: 0] ?? "")"))
    }
  }
}
