import SwiftUI

struct WidgetList: View {
  let items: [String]

  var body: some View {
    List(items, id: \.self) { item in
      Text(item)
    }
    .overlay(alignment: .bottom) {
      Button("Add") {}
        .padding()
    }
  }
}
