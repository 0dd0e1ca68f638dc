import SwiftUI

struct SearchField: View {
  @Environment(LibraryModel.self) var model

  var body: some View {
    @Bindable var model = model
    TextField("Search", text: $model.query)
  }
}
