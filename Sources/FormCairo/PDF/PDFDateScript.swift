/// The keystroke script of a twin's date field: when the person commits a date written any way
/// `extract` reads (`DD/MM/YYYY`, `DD.MM.YYYY`, `DD-MM-YYYY`, one-digit days and months, ISO
/// `YYYY-MM-DD`, the comb's `DDMMYYYY`; a time as `HH:MM` or `HH.MM` after a space or ISO's `T`),
/// it writes the date as the field's pattern shows it into `event.value`, so the field's `/V`
/// holds the text the person sees (a format script alone changes only what is shown). Any other
/// text goes to the viewer's own `AFDate_KeystrokeEx`, as before.
public enum PDFDateScript {
    /// The patterns the paper look's date fields take (`FieldMark.Format.date`).
    public static let datePattern = "dd/mm/yyyy", dateTimePattern = "dd/mm/yyyy HH:MM"

    /// `formsetterDate(text, withTime)`: the date (and time) in `text` as `dd/mm/yyyy`
    /// (`dd/mm/yyyy HH:MM`), or null for text that is no date or a day the calendar lacks.
    /// ES3, for every viewer's engine (Acrobat, PDFium, MuPDF's MuJS, pdf.js).
    public static let normaliser = """
    function formsetterDate(text, withTime) {
      var words = String(text).replace(/^\\s+|\\s+$/g, "").replace(/T/g, " ").split(/ +/);
      if (words.length !== (withTime ? 2 : 1)) return null;
      var date = words[0], d, m, y, parts;
      if (/^[0-9]{8}$/.test(date)) { d = +date.slice(0, 2); m = +date.slice(2, 4); y = date.slice(4); }
      else if ((parts = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})$/.exec(date))) { y = parts[1]; m = +parts[2]; d = +parts[3]; }
      else if ((parts = /^([0-9]{1,2})([\\/.\\-])([0-9]{1,2})\\2([0-9]{4})$/.exec(date))) { d = +parts[1]; m = +parts[3]; y = parts[4]; }
      else return null;
      var leap = +y % 4 === 0 && (+y % 100 !== 0 || +y % 400 === 0);
      var days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
      if (m < 1 || m > 12 || d < 1 || d > days[m - 1]) return null;
      var day = (d < 10 ? "0" : "") + d + "/" + (m < 10 ? "0" : "") + m + "/" + y;
      if (!withTime) return day;
      if (!(parts = /^([0-9]{1,2})[:.]([0-9]{2})$/.exec(words[1])) || +parts[1] > 23 || +parts[2] > 59) return null;
      return day + " " + (+parts[1] < 10 ? "0" : "") + +parts[1] + ":" + parts[2];
    }
    """

    /// The `/K` script of a field showing `pattern` (`datePattern` or `dateTimePattern`).
    public static func keystroke(pattern: String) -> String {
        let viewers = "AFDate_KeystrokeEx(\"\(pattern)\");"
        guard pattern == datePattern || pattern == dateTimePattern else { return viewers }
        return normaliser + """

        var formsetterValue = event.willCommit ? formsetterDate(event.value, \(pattern == dateTimePattern)) : null;
        if (formsetterValue !== null) event.value = formsetterValue;
        else \(viewers)
        """
    }
}
