// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

struct BookReader: View {
  let pageCount: Int

  var body: some View {
    VStack {
      Text("Page")
      PageStrip(count: pageCount, current: 0)
    }
  }
}

struct PageStrip: View {
  let count: Int
  let current: Int

  var body: some View {
    HStack {
      ForEach(0..<count, id: \.self) { index in
        Circle()
          .fill(index == current ? Color.accentColor : Color.secondary)
          .frame(width: 6, height: 6)
      }
    }
  }
}
