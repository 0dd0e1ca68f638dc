// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct SummaryScreen: View {
  let name: String

  var body: some View {
    ZStack(alignment: .top) {
      Color.indigo.ignoresSafeArea()
      VStack {
        Spacer()
        RoundedRectangle(cornerRadius: 25, style: .continuous)
          .fill(Color.white)
          .frame(height: 320)
      }
      .ignoresSafeArea()
      VStack(spacing: 0) {
        Color.indigo
          .frame(height: 200)
        Color.gray.opacity(0.1)
      }
      .ignoresSafeArea()
      VStack {
        Text("Summary")
        Text(name)
        Button("Confirm") {}
      }
    }
  }
}

struct BadgeScreen: View {
  var body: some View {
    ZStack {
      Color.black.ignoresSafeArea()
      Circle()
        .fill(Color.orange)
        .frame(width: 120, height: 120)
        .ignoresSafeArea()
      Text("Level 3")
    }
  }
}
