import SwiftUI

struct Page: View {
    var body: some View {
        VStack {
            HStack {
                Outer()
                Spacer()
            }
            HStack {
                title
                Spacer()
            }
        }
    }

    private var title: some View { Outer() }
}
