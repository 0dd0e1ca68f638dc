import SwiftUI

struct SearchScreen: View {
  @StateObject private var model = SearchModel()

  var body: some View {
    TextField("Code", text: $model.query)
      .bold(model.isCode)
  }
}
