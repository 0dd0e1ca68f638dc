import SwiftUI

struct Sections: View {
    var body: some View {
        VStack {
            Text("First")
            Divider().frame(maxHeight: .infinity, alignment: .top)
        }
    }
}
