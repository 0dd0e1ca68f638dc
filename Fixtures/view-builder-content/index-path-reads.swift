import SwiftUI
import UIKit

// Reads of `.title` on rows taken out of an array at `indexPath.row` and `indexPath.item`
// (Ints, as UIKit declares them): not a `Caption`'s, so the closure converts.
struct Caption<Title: View>: View {
  let title: () -> Title

  var body: some View {
    VStack(alignment: .leading) { title() }
  }
}

struct Episode {
  var title: String
}

final class EpisodeListSource {
  var episodes: [Episode] = []

  func cellTitle(at indexPath: IndexPath) -> String {
    let episode = episodes[indexPath.row]
    return episode.title
  }

  func gridTitle(at indexPath: IndexPath) -> String {
    episodes[indexPath.item].title
  }
}
