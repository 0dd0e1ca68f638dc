import SwiftUI

/// A vertical list of items, each built by `row`.
struct ItemStack<Item: Identifiable, Row: View>: View {
  let items: [Item]
  let row: (Item) -> Row

  var body: some View {
    VStack(spacing: 0) {
      ForEach(items) { item in
        row(item)
      }
    }
  }
}

struct Measured<Content: View>: View {
  let content: (CGSize) -> Content

  var body: some View {
    GeometryReader { proxy in
      content(proxy.size)
    }
  }
}

struct Editor<Field: View>: View {
  @Binding var text: String
  let field: (Binding<String>) -> Field

  var body: some View { field($text) }
}
