import SwiftUI

/// Repeats its content `count` times, e.g. for loading placeholders.
struct Repeated<Content: View>: View {
  let count: Int
  let content: () -> Content

  var body: some View {
    ForEach(0..<count, id: \.self) { _ in
      content()
    }
  }
}

struct LazyColumn<Content: View>: View {
  let content: () -> Content

  var body: some View {
    ScrollView {
      LazyVStack {
        content()
      }
    }
  }
}

struct WidthFraction<Content: View>: View {
  let fraction: CGFloat
  let content: () -> Content

  var body: some View {
    GeometryReader { proxy in
      content()
        .frame(width: proxy.size.width * fraction)
    }
  }
}

struct DetailsSheet<Details: View>: View {
  @State private var isPresented = false
  let details: () -> Details

  var body: some View {
    Button("Details") { isPresented = true }
      .sheet(isPresented: $isPresented) {
        details()
      }
  }
}

struct Drilldown<Destination: View>: View {
  let title: String
  let destination: () -> Destination

  var body: some View {
    NavigationLink {
      destination()
    } label: {
      Text(title)
    }
  }
}

struct Rows<Row: View>: View {
  let row: () -> Row

  var body: some View {
    List {
      row()
    }
  }
}
