import SwiftUI

struct ShelfView: View {
  var body: some View { Text("Shelf").padding() }
}
