// fixture: include-review deployment-target=macOS=12.0
import SwiftUI

struct LibraryFooter: View {
  let shelf: String
  let count: Int

  var body: some View {
    VStack {
      Text("\(Text("library.shelf_name")):")
      Text("\(Text("footer.total")) \(count)")
      Text("\(Text("shelf_owner"))\(Text(shelf).bold())")
      Text("Books: \(Text(shelf))")
      Text("e.g. \(Text(shelf))")
      Text("1.5\(Text(shelf))")
      Text("Version 2.0\(Text(shelf))")
    }
  }
}
