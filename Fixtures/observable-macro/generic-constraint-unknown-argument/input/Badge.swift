// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct Badge<Box: ObservableObject>: View {
  @ObservedObject var box: Box
  var title: String

  init(title: String, box: Box) {
    self.title = title
    self.box = box
  }

  var body: some View { Text(title) }
}
