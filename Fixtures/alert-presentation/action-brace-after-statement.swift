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
      .actionSheet(isPresented: $confirmsShare) {
        ActionSheet(title: Text("Share the album?"),
                    buttons: [
                      .default(Text(shareTitle),
                               action: {
                                 sharing = true
                                 share() }),
                      .cancel(),
                    ])
      }
  }
}
