// fixture: deployment-target=macOS=13.0
import SwiftUI

// A control under `.fixedSize()` takes its ideal size whatever it is offered, so it is no
// longer flexible: the stack and the frame place it the same way.
struct LibraryToolbar: View {
  enum Order: Hashable { case name, date }
  @State private var order = Order.name
  @State private var threads = 4

  var body: some View {
    VStack {
      Picker("Sort by", selection: $order) {
        Text("Name").tag(Order.name)
        Text("Date").tag(Order.date)
      }
      .fixedSize()
      .frame(maxWidth: .infinity, alignment: .leading)
      HStack {
        Picker("Threads", selection: $threads) {
          Text("2").tag(2)
          Text("4").tag(4)
        }
        .fixedSize(horizontal: true, vertical: false)
        Text("threads")
      }
      .frame(maxWidth: .infinity)
    }
  }
}
