// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct AlbumHeader: View {
  @State private var confirmsShare = false
  @State private var sharing = false
  let shareTitle: String

  func share() {}

  var body: some View {
    Text("Album")
      // The action's brace follows its last statement: it gets a line of its own before `label:`.
      .confirmationDialog(
        "Share the album?",
        isPresented: $confirmsShare,
        titleVisibility: .visible
      ) {
        Button {
          sharing = true
          share()
        } label: {
          Text(shareTitle)
        }
      }
  }
}
