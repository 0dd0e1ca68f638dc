// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct PlayerBar: View {
  var body: some View {
    HStack {
      Text("Song")
      Spacer()
      Button("Play") {}
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    .ignoresSafeArea(edges: .bottom)
  }
}

struct StatusStrip: View {
  var body: some View {
    Text("Syncing…")
      .ignoresSafeArea(edges: .top)
      .frame(maxHeight: .infinity, alignment: .top)
  }
}
