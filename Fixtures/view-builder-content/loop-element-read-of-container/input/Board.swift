import SwiftUI

struct Note {
  var content: String
}

struct Board: View {
  let tiles: [Tile<Text>]

  var body: some View {
    VStack {
      ForEach(0..<tiles.count, id: \.self) { index in
        tiles[index]
      }
    }
  }

  /// Reads each tile's closure: storing the view instead would change what this sees.
  func log() {
    for tile in tiles {
      print(tile.content)
    }
  }

  func count(_ notes: [String: Note]) -> Int {
    var total = 0
    for (_, note) in notes {
      total += note.content.count
    }
    return total
  }
}
