// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class UploadModel<Item>: ObservableObject {
  @Published var progress = 0.0
}

/// The property's type is written through a typealias of the view: the class is
/// UploadModel, and this use alone would convert with it.
struct UploadView: View {
  typealias Model = UploadModel<Int>
  @StateObject var model: Model

  var body: some View {
    Text("\(model.progress)")
  }
}

/// The same through an initializer's parameter: its publisher keeps the class.
struct UploadBadge: View {
  typealias Model = UploadModel<String>
  @StateObject var model: Model
  let progress: Published<Double>.Publisher

  init(model: Model) {
    _model = StateObject(wrappedValue: model)
    progress = model.$progress
  }

  var body: some View { Text("\(model.progress)") }
}
