import SwiftUI

struct Badge<Label: View>: View {
  let label: () -> Label

  var body: some View {
    HStack { label() }
      .padding(4)
  }
}

struct Tag<Title: View>: View {
  let title: () -> Title

  var body: some View {
    title().font(.caption)
  }
}
