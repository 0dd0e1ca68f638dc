import SwiftUI

struct ShelfView: View {
  var body: some View { Text("Shelf").frame(minWidth: 320) }
}
