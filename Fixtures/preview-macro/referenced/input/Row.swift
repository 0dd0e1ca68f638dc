// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Row: View {
  var body: some View { Text("Row") }
}

struct Row_Previews: PreviewProvider {
  static var previews: some View {
    Row()
  }
}
