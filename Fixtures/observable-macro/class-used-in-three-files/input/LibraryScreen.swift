import SwiftUI

struct LibraryScreen: View {
  @StateObject private var model = LibraryModel()

  var body: some View {
    VStack {
      LibraryList(model: model)
      SearchField()
    }
    .environmentObject(model)
  }
}
