// fixture: deployment-target=macOS=14.0
import SwiftUI

// An unread presentation mode set apart by blank lines: the declaration goes with one of
// the blank lines, so no two blank lines are left in a row, nor a blank line against a
// brace.
struct ExportSettings: View {
  @State private var format = "PNG"
  @State private var scale = 2.0

  @Environment(\.presentationMode)
  var exportMode

  static let formats = ["PNG", "PDF"]

  var body: some View {
    Form {
      Picker("Format", selection: $format) {
        ForEach(Self.formats, id: \.self) { Text($0) }
      }
    }
  }
}

struct PrintSettings: View {

  @Environment(\.presentationMode) var presentation

  var body: some View {
    Text("Print")
  }
}

struct ShareSettings: View {
  var body: some View { Text("Share") }

  @Environment(\.presentationMode) var sheetMode
}
