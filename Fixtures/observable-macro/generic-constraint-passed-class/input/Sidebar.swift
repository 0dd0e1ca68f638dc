import SwiftUI

/// Rows beside a model that any observable object may drive.
struct Sidebar<Row: Hashable, Source: ObservableObject>: View {
  @ObservedObject var source: Source
  @Binding var selection: Row?
  var rows: [Row]

  var body: some View {
    List(rows, id: \.self) { row in
      Text("\(String(describing: row))")
    }
  }
}
