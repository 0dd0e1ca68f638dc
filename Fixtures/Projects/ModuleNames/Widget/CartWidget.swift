import SwiftUI

struct CartWidgetView: View {
  var body: some View { Text("Cart") }
}
