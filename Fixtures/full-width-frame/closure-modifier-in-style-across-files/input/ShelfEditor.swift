import SwiftUI

struct ShelfEditor: View {
  @State private var items = ["Notes"]

  var body: some View {
    VStack {
      ForEach(items, id: \.self) { item in
        Text(item)
      }
      // The button's style applies `.modify { … }` (ViewModify.swift) after its fixed
      // frame: what the closure handed to it does to the size is what the run cannot tell,
      // so the rewrite is review, and the reason names that closure.
      HStack {
        Spacer()
        Button {
          items.append("Item \(items.count + 1)")
        } label: {
          Image(systemName: "plus")
        }
        .buttonStyle(CircleIconButtonStyle(color: .green))
      }
    }
  }
}
