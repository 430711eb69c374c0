//! cel-go's strings library as Kubernetes configures it
//! (`ext.Strings(ext.StringsVersion(2))` from 1.29, version 0 before):
//! `cel` 0.15's own strings extension gives cel-go's answers (code-point
//! indices, `index out of range` errors, `format`, `strings.quote`), so it
//! is declared as it is. It also declares `string.reverse()` (version 3),
//! which Kubernetes' environment lacks: the type checker, which is
//! validation-cel's, rejects it, as it rejects the version 1 and 2
//! functions before 1.29. Its `join` and `replace` are replaced in the
//! engine by ours, bounded in size (built_strings.rs).

use cel::{DeclarationError, Env};

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_extension(cel::extensions::strings)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{assert_error, assert_no_such_overload, assert_true, assert_value};
    use cel::Value;
    use std::sync::Arc;

    fn strings(items: &[&str]) -> Value {
        Value::List(Arc::new(items.iter().map(|s| Value::from(*s)).collect()))
    }

    // The examples of cel-go's ext/strings.go documentation and cases of
    // its strings_test.go table, versions 0 to 2.
    #[test]
    fn char_at() {
        assert_value("'hello'.charAt(4)", "o");
        assert_value("'hello'.charAt(5)", "");
        assert_value("'hello'.charAt(0)", "h");
        assert_value("'©αT'.charAt(1)", "α");
        assert_error("'hello'.charAt(-1)", "index out of range: -1");
        assert_error("'hello'.charAt(6)", "index out of range: 6");
    }

    #[test]
    fn index_of() {
        assert_value("'hello mellow'.indexOf('')", 0);
        assert_value("'hello mellow'.indexOf('ello')", 1);
        assert_value("'hello mellow'.indexOf('jello')", -1);
        assert_value("'hello mellow'.indexOf('', 2)", 2);
        assert_value("'hello mellow'.indexOf('ello', 2)", 7);
        assert_error("'hello mellow'.indexOf('ello', 20)", "index out of range: 20");
        assert_error("'tacocat'.indexOf('a', 30)", "index out of range: 30");
        assert_value("'ta©o©αT'.indexOf('©αT', 3)", 4);
        assert_value("'ta©o©αT'.indexOf('©α', 5)", -1);
        assert_value("'hello wello'.indexOf('elbo room!!!')", -1);
        assert_value("'tacocat'.indexOf('a', 3)", 5);
        assert_value("'ta©o©αT'.indexOf('©')", 2);
        assert_value("'ta©o©αT'.indexOf('©', 3)", 4);
        assert_error("'hello mellow'.indexOf('ello', -1)", "index out of range: -1");
    }

    #[test]
    fn last_index_of() {
        assert_value("'hello mellow'.lastIndexOf('')", 12);
        assert_value("'hello mellow'.lastIndexOf('ello')", 7);
        assert_value("'hello mellow'.lastIndexOf('jello')", -1);
        assert_value("'hello mellow'.lastIndexOf('ello', 6)", 1);
        assert_value("'tacocat'.lastIndexOf('', 3)", 3);
        assert_value("'ta©o©αT'.lastIndexOf('©α', 4)", 4);
        assert_value("'bananananana'.lastIndexOf('nana', 8)", 8);
        assert_value("'hello wello'.lastIndexOf('elbo room!!!')", -1);
        assert_value("'ta©o©αT'.lastIndexOf('©')", 4);
        assert_value("'ta©o©αT'.lastIndexOf('©', 3)", 2);
        assert_error("'hello mellow'.lastIndexOf('ello', -1)", "index out of range: -1");
        assert_error("'hello mellow'.lastIndexOf('ello', 20)", "index out of range: 20");
    }

    #[test]
    fn case_and_trim() {
        assert_value("'TacoCat'.lowerAscii()", "tacocat");
        assert_value("'TacoCÆt Xii'.lowerAscii()", "tacocÆt xii");
        assert_value("'TacoCat'.upperAscii()", "TACOCAT");
        assert_value("'TacoCÆt Xii'.upperAscii()", "TACOCÆT XII");
        assert_value("'  \\ttrim\\n    '.trim()", "trim");
        assert_value("'\\u00a0\\u2003 trim \\u3000'.trim()", "trim");
        assert_value("' \\f\\n\\r\\t\\vtext  '.trim()", "text");
        assert_value("'\\u0085\\u00a0\\u1680text\\u2028\\u2029\\u202F\\u205F'.trim()", "text");
        // Not whitespace to Unicode: kept.
        assert_value("'\\u180etext\\u200b\\ufeff'.trim()", "\u{180e}text\u{200b}\u{feff}");
    }

    #[test]
    fn replace() {
        assert_value("'hello hello'.replace('he', 'we')", "wello wello");
        assert_value("'hello hello'.replace('he', 'we', -1)", "wello wello");
        assert_value("'hello hello'.replace('he', 'we', 1)", "wello hello");
        assert_value("'hello hello'.replace('he', 'we', 0)", "hello hello");
        assert_value("'hello hello'.replace('', '_')", "_h_e_l_l_o_ _h_e_l_l_o_");
        assert_value("'hello hello'.replace('h', '')", "ello ello");
        assert_value(
            "'{0} days {0} hours'.replace('{0}', '2', 1).replace('{0}', '23')",
            "2 days 23 hours",
        );
        assert_value("'1 ©αT taco'.replace('αT', 'o©α')", "1 ©o©α taco");
        assert_no_such_overload("'42'.replace('2', 1)");
    }

    #[test]
    fn split() {
        let three = strings(&["hello", "hello", "hello"]);
        assert_value("'hello hello hello'.split(' ')", three.clone());
        assert_value("'hello hello hello'.split(' ', -1)", three);
        assert_value("'hello hello hello'.split(' ', 0)", strings(&[]));
        assert_value("'hello hello hello'.split(' ', 1)", strings(&["hello hello hello"]));
        assert_value("'hello hello hello'.split(' ', 2)", strings(&["hello", "hello hello"]));
        assert_value("'hello'.split('')", strings(&["h", "e", "l", "l", "o"]));
        assert_value("''.split(' ')", strings(&[""]));
        assert_value("'o©o©o©o'.split('©', -1)", strings(&["o", "o", "o", "o"]));
        assert_no_such_overload("'42'.split(2)");
    }

    #[test]
    fn substring() {
        assert_value("'tacocat'.substring(4)", "cat");
        assert_value("'tacocat'.substring(7)", "");
        assert_value("'tacocat'.substring(0, 4)", "taco");
        assert_value("'tacocat'.substring(4, 4)", "");
        assert_value("'ta©o©αT'.substring(2, 6)", "©o©α");
        assert_error("'tacocat'.substring(-1)", "index out of range: -1");
        assert_error("'tacocat'.substring(8)", "index out of range: 8");
        assert_error("'tacocat'.substring(1, 8)", "index out of range: 8");
        assert_error("'tacocat'.substring(4, 3)", "invalid substring range. start: 4, end: 3");
        assert_error("'tacocat'.substring(49, 50)", "index out of range: 49");
        assert_value("'ta©o©αT'.substring(7, 7)", "");
        assert_no_such_overload("'tacocat'.substring(true, 3)");
    }

    #[test]
    fn join() {
        assert_value("['hello', 'mellow'].join()", "hellomellow");
        assert_value("['hello', 'mellow'].join(' ')", "hello mellow");
        assert_value("[].join()", "");
        assert_value("[].join('/')", "");
        assert_no_such_overload("'ab'.join()");
    }

    #[test]
    fn quote() {
        assert_value("strings.quote('first\\nsecond')", "\"first\\nsecond\"");
        assert_value("strings.quote('bell\\a')", "\"bell\\a\"");
        assert_value("strings.quote('\\\\')", "\"\\\\\"");
        assert_value("strings.quote('\"')", "\"\\\"\"");
        assert_value("strings.quote('ta©o')", "\"ta©o\"");
        assert_value("strings.quote('')", "\"\"");
    }

    #[test]
    fn format() {
        assert_value("'%s, %s'.format(['a', 1])", "a, 1");
        assert_value("'%d'.format([-5])", "-5");
        assert_value("'%.2f'.format([1.2345])", "1.23");
        assert_value("'%f'.format([2.0])", "2.000000");
        assert_value("'%e'.format([1234.5])", "1.234500e+03");
        assert_value("'%x'.format([255])", "ff");
        assert_value("'%X'.format(['hi'])", "6869");
        assert_value("'%o'.format([8])", "10");
        assert_value("'%b'.format([5])", "101");
        assert_value("'%%'.format([])", "%");
        assert_value("'%s'.format([[1, 'a']])", "[1, a]");
        assert_value("'%s'.format([true])", "true");
        assert_value("'%s'.format([null])", "null");
        assert_true("'%s'.format([duration('1h')]) == '3600s'");
    }

    #[test]
    fn strings_and_lists_each_keep_their_index_of() {
        assert_value("'abcb'.indexOf('b')", 1);
        assert_value("'abcb'.lastIndexOf('b')", 3);
        assert_value("['a', 'b', 'b'].indexOf('b')", 1);
        assert_value("['a', 'b', 'b'].lastIndexOf('b')", 2);
    }
}
