import SwiftUI

struct SharedTitle: View {
  @ObservedObject var model: SharedModel

  var body: some View {
    Text(model.title)
  }
}
