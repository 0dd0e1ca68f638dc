// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// A strings-table key whose last part is a Markdown link, as a string catalog may hold it,
// stays a Text of its own: its table still finds the translated link. A plain Markdown link
// is text, written into the new literal.
struct ImportHelp: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("\(Text("import.help.intro"))\(Text("import.help.formatLink.[Format guide](https://example.org/format)"))")
      Text("Read the [format guide](https://example.org/format)")
    }
  }
}
