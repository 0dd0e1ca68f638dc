import SwiftUI

struct SearchField: View {
  @EnvironmentObject var model: LibraryModel

  var body: some View {
    TextField("Search", text: $model.query)
  }
}
